/** Ringside lessons. */
package org.ringside.lessons;
