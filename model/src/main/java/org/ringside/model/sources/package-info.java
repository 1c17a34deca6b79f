/**
 * Traffic sources (sockets): bulk TCP with AIMD, request-response, constant-rate UDP and
 * pktgen. They make packets and hand them to the stack; the stack tells them what became of them.
 */
package org.ringside.model.sources;
