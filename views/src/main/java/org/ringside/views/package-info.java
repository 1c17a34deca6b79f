/** Ringside views. */
package org.ringside.views;
