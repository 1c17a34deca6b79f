/**
 * The animated picture of one simulation: sockets, qdisc bands, the driver's BQL gauge, the TX
 * ring as a circle of descriptors and the frame on the wire, drawn with Java2D by one renderer
 * for the screen ({@link org.ringside.views.pipeline.PipelinePictureView}) and for files
 * ({@link org.ringside.views.pipeline.PipelinePicture}). Layout, placement of packets, their
 * motion between snapshots and the painting are separate classes; none of them runs the model.
 */
package org.ringside.views.pipeline;
