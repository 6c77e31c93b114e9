import { useEffect, useState } from 'react';
import { adminApi } from './adminApi.js';

/**
 * The slip image of an invoice, fetched with the session (the API serves slips only to the admin and
 * the invoice's consultee) and shown through an object URL. {url, status: idle | loading | ready |
 * failed}; the URL is released when the image is no longer shown.
 */
export default function useSlipImage(imageUrl) {
  const [slip, setSlip] = useState({ url: null, status: 'idle' });
  useEffect(() => {
    if (!imageUrl) {
      setSlip({ url: null, status: 'idle' });
      return undefined;
    }
    let objectUrl = null;
    let cancelled = false;
    setSlip({ url: null, status: 'loading' });
    adminApi
      .slipImage(imageUrl)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSlip({ url: objectUrl, status: 'ready' });
      })
      .catch(() => {
        if (!cancelled) setSlip({ url: null, status: 'failed' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  return slip;
}
