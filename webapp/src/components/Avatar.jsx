import { useState } from 'react';

/** A round profile picture, or a default avatar when there is none or it fails to load. */
export default function Avatar({ src, size = 40, alt = '' }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, maxWidth: size, maxHeight: size };
  if (!src || failed) {
    return (
      <span className="avatar avatar-default" style={style} aria-hidden={alt ? undefined : 'true'}>
        <i className="bi bi-person-fill" style={{ fontSize: size * 0.6 }} aria-hidden="true" />
        {alt && <span className="visually-hidden">{alt}</span>}
      </span>
    );
  }
  return <img className="avatar" src={src} alt={alt} style={style} onError={() => setFailed(true)} />;
}
