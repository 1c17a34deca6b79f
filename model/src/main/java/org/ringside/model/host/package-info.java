/**
 * From a real Linux host to a scenario and back: the shell commands that set a host as a
 * scenario is set ({@link org.ringside.model.host.HostCommands}), and the reading of what the
 * collect script gathered on a host into a scenario ({@link org.ringside.model.host.HostImport}).
 */
package org.ringside.model.host;
