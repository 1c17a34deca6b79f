/**
 * The simulation's machinery that every stage shares: the event queue ordered by (time,
 * insertion order) and the pool of packets, both over primitive arrays so that the hot path
 * allocates nothing. It depends on no other Ringside package; the stages and
 * {@code org.ringside.model.sim} build on it.
 */
package org.ringside.model.engine;
