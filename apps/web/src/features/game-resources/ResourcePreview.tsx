import type { TGameResourceItem } from '@juzuo/schemas';

/** A resource as it plays: an image thumbnail, a video or an audio player with controls. */
export function ResourcePreview({ resource, compact }: { resource: TGameResourceItem; compact?: boolean }) {
  // The url changes when 继续 replaces the file, so the key remounts players on the new file.
  if (resource.resource_type === 'IMAGE')
    return (
      <img
        key={resource.url}
        src={resource.url}
        alt={resource.name}
        loading="lazy"
        data-testid="resource-thumb"
        className={`w-full bg-slate-100 object-contain ${compact ? 'h-20' : 'aspect-video'}`}
      />
    );
  if (resource.resource_type === 'VIDEO')
    return (
      // biome-ignore lint/a11y/useMediaCaption: writers' own clips have no caption track to offer
      <video
        key={resource.url}
        src={resource.url}
        controls
        preload="metadata"
        data-testid="resource-video"
        className={`w-full bg-slate-900 ${compact ? 'h-20' : 'aspect-video'}`}
      />
    );
  return (
    <div className={`grid place-items-center bg-slate-50 px-2 ${compact ? 'h-20' : 'aspect-video'}`}>
      <span aria-hidden className="text-2xl text-slate-400">
        ♪
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: sound effects and music have no caption track */}
      <audio
        key={resource.url}
        src={resource.url}
        controls
        preload="none"
        data-testid="resource-audio"
        className="w-full"
      />
    </div>
  );
}
