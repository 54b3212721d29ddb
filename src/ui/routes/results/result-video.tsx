// The embedded draw video of an L or A result (docs/product.md S2: "an optional embedded video"): the
// videoUrl of the L/A interface, only when it is on the allow-listed host (results-model.ts); the CSP's
// frame-src allows that host and nothing else.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../app/container-context.tsx';
import { drawTimeOf } from '../../../core/domain/operators.ts';
import { ResultFeed } from '../../../core/ports/result-feed.ts';
import { embeddableVideo } from './results-model.ts';

export function ResultVideo({ drawType, drawDate }: { drawType: string; drawDate: string | null }) {
  const { t } = useTranslation('results');
  const feed = useInjection<ResultFeed>(ResultFeed);
  const key = `${drawType}:${drawDate ?? ''}`;
  const [video, setVideo] = useState<{ key: string; src: string | null }>({ key: '', src: null });
  const hasVideo = /^[LA]3?$/.test(drawType) && drawDate !== null;

  useEffect(() => {
    if (!hasVideo || drawDate === null) return undefined;
    let live = true;
    feed.laResults(drawDate, drawTimeOf(drawType)).then(
      (items) => {
        if (live)
          setVideo({ key, src: embeddableVideo(items.find((item) => item.drawTypeCode === drawType)?.videoUrl) });
      },
      () => {
        // No video is no loss: the result itself is on the page.
      },
    );
    return () => {
      live = false;
    };
  }, [feed, drawType, drawDate, hasVideo, key]);

  const src = video.key === key ? video.src : null;
  if (src === null) return null;
  return (
    <div className="result-video">
      <iframe
        src={src}
        title={t('video-title')}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
