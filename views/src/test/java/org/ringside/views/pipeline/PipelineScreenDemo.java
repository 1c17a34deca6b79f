package org.ringside.views.pipeline;

import java.io.File;
import java.io.IOException;
import java.util.Locale;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.ringside.model.sim.Simulation;

/**
 * The pipeline view in a real window, animating the busiest scenario with the statistics shown,
 * for a look and for on-screen frame times. Run by hand (under {@code xvfb-run} without a
 * display): {@code java -cp ... org.ringside.views.pipeline.PipelineScreenDemo [SECONDS] [PNG] [WxH] [SIM_US_PER_PULSE]}.
 * It prints the frame statistics when it closes.
 */
public final class PipelineScreenDemo {
    private PipelineScreenDemo() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args); // the main class must not be the Application on the class path
    }

    /** The window. */
    public static final class Window extends Application {
    @Override
    public void start(Stage stage) {
        var args = getParameters().getRaw();
        double seconds = args.size() > 0 ? Double.parseDouble(args.get(0)) : 10;
        String png = args.size() > 1 ? args.get(1) : null;
        String[] size = (args.size() > 2 ? args.get(2) : "1280x720").split("x");
        long stepNs = (args.size() > 3 ? Long.parseLong(args.get(3)) : 2) * 1000;
        Simulation sim = new Simulation(PipelineSnapshots.busy());
        sim.runUntil(1_000_000_000L);
        PipelinePictureView view = new PipelinePictureView();
        view.showStatsProperty().set(true);
        stage.setScene(new Scene(view, Integer.parseInt(size[0]), Integer.parseInt(size[1])));
        stage.setTitle("pipeline");
        stage.show();
        long[] first = {-1};
        new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (first[0] < 0) {
                    first[0] = now;
                    view.frameStats().reset();
                }
                sim.runUntil(sim.now() + stepNs);
                view.update(sim.snapshot(), now);
                if (now - first[0] > seconds * 1e9) {
                    stop();
                    FrameStats f = view.frameStats();
                    System.out.printf(Locale.ROOT, "%d frames in %.1f s: %.1f fps, render mean %.2f ms, worst %.2f ms,"
                            + " worst pulse gap %.1f ms, %,d packets%n", f.frames(), seconds, f.frames() / seconds,
                            f.meanMs(), f.worstMs(), f.worstPulseGapMs(), f.packetsDrawn());
                    if (png != null) {
                        try {
                            ImageIO.write(SwingFXUtils.fromFXImage(stage.getScene().snapshot(null), null), "png",
                                    new File(png));
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }
                    Platform.exit();
                }
            }
        }.start();
    }

    }
}
