/**
 * The services a player's photo passes through (the leaderboard's link, the gallery's upload), in
 * a process of their own so that a test can read this process's memory: their addresses as one
 * JSON line on stdout, then nothing until SIGTERM.
 */
import { galleryService } from '@venue/gallery/gallery.service';
import { leaderboardService } from '@venue/leaderboard/leaderboard.service';
import { startServicesUnderTest } from '@venue/test-helpers/service-harness';

const hosted = await startServicesUnderTest([galleryService, leaderboardService], {
  env: { GALLERY_SEED_IMAGES: 'false' },
});
process.stdout.write(
  `${JSON.stringify({
    gallery: hosted.services.gallery!.url,
    leaderboard: hosted.services.leaderboard!.url,
  })}\n`,
);
process.once('SIGTERM', () => {
  void hosted.close().then(() => process.exit(0));
});
