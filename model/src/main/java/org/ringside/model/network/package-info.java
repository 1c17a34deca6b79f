/**
 * The network beyond the host's wire: a bottleneck port (a switch's or a router's) whose buffer
 * the host's frames wait in and whose rate they leave at, before the far end sees them.
 */
package org.ringside.model.network;
