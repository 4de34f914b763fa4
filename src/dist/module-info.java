/*
 * The app as a named module, for the packaged app only (mvn -Pdist package, src/dist/dist.xml):
 * linked into the image's runtime beside the JDK's and JavaFX's modules, its classes go into the
 * runtime's class-data archive too. An archive of classes from a jar on the class path would be
 * tied to the jar's absolute path at build time (Java 17), which the installer changes. The
 * ordinary build (mvn verify, javafx:run, the fat jar) stays on the class path, and this file
 * outside src/main/java.
 *
 * Open: FXML reaches the controllers, picocli the commands, JavaFX the Application class and the
 * stylesheets, all by reflection. Monocle's classes (the slides command's headless JavaFX) are
 * merged into this module, which the launcher lets reach JavaFX's internals (--add-exports), and
 * SnakeYAML Engine's (the lesson files), whose own module hides the composer the reader uses.
 * The modules read: what jdeps reports for the app, its libraries and Monocle (--print-module-deps).
 */
open module dlxviz {
    requires javafx.controls;
    requires javafx.fxml;
    requires java.desktop;
    requires java.logging;
    requires java.management;
    requires java.prefs;
    requires jdk.unsupported;
    requires info.picocli;
}
