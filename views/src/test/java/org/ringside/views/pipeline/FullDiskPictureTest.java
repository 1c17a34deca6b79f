package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import org.junit.jupiter.api.Test;
import org.ringside.views.charts.ImageStreams;

/** A disk that fills while a picture is written: an IOException with the disk's words, nothing else. */
class FullDiskPictureTest {

    /** A disk with room for {@code room} bytes. */
    private static OutputStream disk(int room) {
        return new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (++written > room) {
                    throw new IOException("No space left on device");
                }
            }
        };
    }

    private static BufferedImage picture() {
        BufferedImage image = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 400; x++) {
            for (int y = 0; y < 300; y++) {
                image.setRGB(x, y, x * 7919 ^ y * 104729);
            }
        }
        return image;
    }

    @Test
    void aPngOnAFullDiskFailsWithTheDisksWords() {
        for (int room : new int[] {0, 100, 20_000}) {
            Throwable t = catchThrowable(() -> ImageStreams.png(picture(), disk(room)));
            assertThat(t).as("room %d", room).isExactlyInstanceOf(IOException.class).hasMessage("No space left on device");
        }
    }

    @Test
    void aGifOnAFullDiskFailsWithTheDisksWords() {
        GifPalette palette = new GifPalette(PipelineTheme.of(false));
        for (int room : new int[] {0, 100, 20_000}) {
            Throwable t = catchThrowable(() -> GifFrames.write(disk(room), 3, 10, 400, palette, i -> picture()));
            assertThat(t).as("room %d", room).isExactlyInstanceOf(IOException.class).hasMessage("No space left on device");
        }
    }

    @Test
    void noImageIoCacheFileIsMade() {
        assertThat(ImageStreams.over(disk(0)).isCachedFile()).isFalse();
    }
}
