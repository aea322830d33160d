import { useEffect, useRef, useState } from 'react';
import { cardGap, cardWidth, cardsShown, clampStart, swipe } from './carousel-rules';
import type { Image } from './types';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

// Carousel shows pictures 1, 2 or 3 at a time by window width, with
// previous and next buttons and a swipe of more than 50px.
export function Carousel({ title, images, headingId }: { title: string; images: Image[]; headingId: string }) {
  const width = useWindowWidth();
  const shown = cardsShown(width);
  const [start, setStart] = useState(0);
  const touch = useRef<number | null>(null);
  const first = clampStart(start, images.length, shown);
  const go = (step: number) => setStart(clampStart(first + step, images.length, shown));
  const w = cardWidth(width);
  return (
    <div className="ck-carousel" role="region" aria-roledescription="carousel" aria-labelledby={headingId}>
      <div
        className="ck-carousel-track"
        onTouchStart={(e) => (touch.current = e.touches[0].clientX)}
        onTouchEnd={(e) => {
          if (touch.current != null) go(swipe(touch.current, e.changedTouches[0].clientX));
          touch.current = null;
        }}
      >
        {images.slice(first, first + shown).map((im, i) => (
          <figure key={im.key ?? i} className="ck-carousel-card" style={{ width: `min(${w}px, 100%)`, marginRight: i < shown - 1 ? cardGap : 0 }}>
            <img src={im.url} alt={im.alt ?? ''} width={w} height={Math.round((w * 2) / 3)} loading="lazy" decoding="async" />
            {im.alt && <figcaption>{im.alt}</figcaption>}
          </figure>
        ))}
      </div>
      {images.length > shown && (
        <div className="ck-carousel-nav">
          <button type="button" className="ck-button ck-button-outline" onClick={() => go(-1)} disabled={first === 0} aria-label={`Previous pictures: ${title}`}>
            Previous
          </button>
          <button type="button" className="ck-button ck-button-outline" onClick={() => go(1)} disabled={first + shown >= images.length} aria-label={`Next pictures: ${title}`}>
            Next
          </button>
        </div>
      )}
    </div>
  );
}
