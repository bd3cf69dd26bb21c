import { colorFor, initialsOf } from '../lib/personMark';

/** Props of Avatar. */
export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
  className?: string;
}

/**
 * A user's avatar. The default (spec: used when empty) is the name's first character, or the last two
 * digits of a default 用户NNNN name, on a colour taken from the name, so people stay apart in lists.
 */
export function Avatar({ src, name, size = 32, className = '' }: AvatarProps) {
  const style = { width: size, height: size };
  if (src) {
    return (
      <img
        src={src}
        alt={name ? `${name}的头像` : '头像'}
        style={style}
        className={`rounded-full object-cover ${className}`}
      />
    );
  }
  const trimmed = (name ?? '').trim();
  const initial = trimmed ? initialsOf(trimmed) : '剧';
  return (
    <span
      role="img"
      aria-label={name ? `${name}的头像` : '默认头像'}
      style={{
        ...style,
        fontSize: size * (initial.length > 1 ? 0.36 : 0.42),
        ...(trimmed ? { backgroundColor: colorFor(trimmed) } : {}),
      }}
      className={`inline-grid place-items-center rounded-full font-medium ${
        trimmed ? 'text-white' : 'bg-brand-100 text-brand-700'
      } ${className}`}
    >
      {initial}
    </span>
  );
}
