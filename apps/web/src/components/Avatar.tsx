/** Props of Avatar. */
export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
  className?: string;
}

/** A user's avatar; the default (spec: used when empty) is the first character of the name on brand colour. */
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
  const initial = (name ?? '').trim().slice(0, 1) || '剧';
  return (
    <span
      role="img"
      aria-label={name ? `${name}的头像` : '默认头像'}
      style={{ ...style, fontSize: size * 0.42 }}
      className={`inline-grid place-items-center rounded-full bg-brand-100 font-medium text-brand-700 ${className}`}
    >
      {initial}
    </span>
  );
}
