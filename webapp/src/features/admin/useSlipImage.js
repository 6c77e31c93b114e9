import { useEffect, useState } from 'react';
import { getBlob } from '../../lib/http.js';

/**
 * The slip image of an invoice, fetched with the session (the API serves slips only to the admin and
 * the invoice's consultee) and shown through an object URL. {url, status: idle | loading | ready |
 * failed}; the URL is released when the image is no longer shown.
 */
export default function useSlipImage(imageUrl) {
  // The image loaded, and for which URL: another URL is loading until its answer comes.
  const [slip, setSlip] = useState({ for: null, url: null, status: 'idle' });
  useEffect(() => {
    if (!imageUrl) return undefined;
    let objectUrl = null;
    let cancelled = false;
    getBlob(imageUrl)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSlip({ for: imageUrl, url: objectUrl, status: 'ready' });
      })
      .catch(() => {
        if (!cancelled) setSlip({ for: imageUrl, url: null, status: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  if (!imageUrl) return { url: null, status: 'idle' };
  return slip.for === imageUrl ? { url: slip.url, status: slip.status } : { url: null, status: 'loading' };
}
