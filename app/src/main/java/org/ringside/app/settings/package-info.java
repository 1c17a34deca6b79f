/**
 * What the window remembers between runs, in the user's configuration folder: the recently
 * opened scenario files and how far the student got in each lesson. Every file here is written
 * atomically, and a missing, unreadable or corrupt one is set aside with a warning, never fatal.
 */
package org.ringside.app.settings;
