/** Ringside app. */
package org.ringside.app;
