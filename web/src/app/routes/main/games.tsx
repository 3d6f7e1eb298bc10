import { GamesBrowser } from '@/features/catalogue/components/games-browser';
import { PlayCta } from '@/features/catalogue/components/play-cta';

export default function GamesRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="games-page-title">
        <div className="container">
          <p className="eyebrow">The collection</p>
          <h1 id="games-page-title" className="page-hero__title">
            Our Games
          </h1>
          <p className="page-hero__lead">
            Pinball, rhythm, classic arcade, redemption and claw machines. Choose a category to see
            what is on the floor.
          </p>
        </div>
      </section>
      <div className="container games-page__body">
        <GamesBrowser />
      </div>
      <PlayCta />
    </>
  );
}
