import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import InlineSpinner from '../components/InlineSpinner.jsx';
import { unexpectedErrorMessage } from './http.js';
import { imageFileProblem, uploadImage } from './uploads.js';

/**
 * What the consultant and the consultee profile forms share: load the saved profile `id` (if any),
 * keep the picture upload's state, and save — the server's field messages go under the form's
 * `fields`, anything else into a banner.
 *  - `selectProfile`, `fetchProfile`, `saveProfile`: the feature slice's selector and thunks
 *    (`saveProfile({id, profile})` rejects with `{message, fields}`).
 *  - `valuesToProfile`: the form's values as the API's profile.
 * Returns `waiting` (the saved profile is still loading, or `failed` to), `loaded`, the saved
 * `profile`, the banner `error`, the `image` state, `chooseImage(file, setFieldValue)` and the
 * Formik `onSubmit`.
 */
export default function useProfileEditor({
  id, selectProfile, fetchProfile, saveProfile, valuesToProfile, fields, initialImageUrl, onSaved,
}) {
  const dispatch = useDispatch();
  const profile = useSelector(selectProfile);
  const [error, setError] = useState(null);
  const [image, setImage] = useState({ url: initialImageUrl ?? null, busy: false, error: null });

  useEffect(() => {
    if (id) dispatch(fetchProfile(id));
  }, [id, dispatch, fetchProfile]);

  const loaded = Boolean(id && profile.data && String(profile.data.id) === String(id));
  useEffect(() => {
    if (loaded && profile.data.imageUrl) setImage((i) => ({ ...i, url: profile.data.imageUrl }));
  }, [loaded, profile.data]);

  const chooseImage = async (file, setFieldValue) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setImage((i) => ({ ...i, error: problem }));
      return;
    }
    setImage((i) => ({ ...i, busy: true, error: null }));
    try {
      const res = await uploadImage(file);
      setFieldValue('imageName', res.imageName ?? '');
      setImage({ url: res.imageUrl ?? null, busy: false, error: null });
    } catch (e) {
      setImage((i) => ({ ...i, busy: false, error: e.message || unexpectedErrorMessage() }));
    }
  };

  const onSubmit = async (values, { setSubmitting, setErrors }) => {
    setError(null);
    const result = await dispatch(saveProfile({ id, profile: valuesToProfile(values) }));
    setSubmitting(false);
    if (saveProfile.fulfilled.match(result)) {
      onSaved?.(result.payload);
      return;
    }
    const failure = result.payload ?? {};
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fields ?? {}).filter(([k, v]) => fields.includes(k) && typeof v === 'string'),
    );
    if (fieldErrors.imageName) setImage((i) => ({ ...i, error: fieldErrors.imageName }));
    if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    else setError(failure.message || unexpectedErrorMessage());
  };

  return {
    waiting: Boolean(id) && !loaded,
    failed: profile.status === 'failed',
    loaded,
    profile: loaded ? profile.data : null,
    error,
    image,
    chooseImage,
    onSubmit,
  };
}

/** Stands in for a profile form while its saved profile loads, or says it could not. */
export function ProfileLoading({ failed }) {
  const { _ } = useLingui();
  if (failed) return <Alert variant="warning">{_('profile.loadFailed')}</Alert>;
  return <InlineSpinner label={_('profile.loading')} />;
}
