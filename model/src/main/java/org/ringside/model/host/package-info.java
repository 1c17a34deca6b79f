/**
 * From a scenario to a real Linux host: the shell commands that set a host as a scenario is set
 * ({@link org.ringside.model.host.HostCommands}).
 */
package org.ringside.model.host;
