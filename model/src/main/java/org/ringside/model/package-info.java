/** The deterministic transmit-path model; one sub-package per pipeline stage. */
package org.ringside.model;
