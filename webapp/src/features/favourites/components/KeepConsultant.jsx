import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Button from 'react-bootstrap/Button';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import {
  keptState,
  useAddFavouriteMutation,
  useFavouritesQuery,
  useRemoveFavouriteMutation,
  useUnwatchConsultantMutation,
  useWatchConsultantMutation,
} from '../favouritesApi.js';

/**
 * On a consultant's profile, for a signed-in consultee: keep them as a favourite (a toggle), and ask to
 * be told once when they next open slots (or stop waiting).
 */
export default function KeepConsultant({ consultantId }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data, isSuccess } = useFavouritesQuery();
  const [add, adding] = useAddFavouriteMutation();
  const [remove, removing] = useRemoveFavouriteMutation();
  const [watch, watching] = useWatchConsultantMutation();
  const [unwatch, unwatching] = useUnwatchConsultantMutation();
  if (!isSuccess) return null;
  const kept = keptState(data, consultantId);
  const busy = adding.isLoading || removing.isLoading || watching.isLoading || unwatching.isLoading;

  const run = async (change, done) => {
    try {
      await change(consultantId).unwrap();
      dispatch(alertSuccess(_(done)));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    }
  };
  return (
    <div className="keep-consultant d-flex flex-wrap gap-2 mt-3">
      <Button
        size="sm"
        variant={kept.favourite ? 'primary' : 'outline-primary'}
        aria-pressed={kept.favourite}
        disabled={busy}
        onClick={() => (kept.favourite ? run(remove, 'favourites.removed') : run(add, 'favourites.added'))}
      >
        <i className={`bi ${kept.favourite ? 'bi-heart-fill' : 'bi-heart'} me-1`} aria-hidden="true" />
        {kept.favourite ? _('favourites.kept') : _('favourites.keep')}
      </Button>
      <Button
        size="sm"
        variant={kept.watching ? 'secondary' : 'outline-secondary'}
        aria-pressed={kept.watching}
        disabled={busy}
        onClick={() => (kept.watching ? run(unwatch, 'favourites.unwatched') : run(watch, 'favourites.watched'))}
      >
        <i className={`bi ${kept.watching ? 'bi-bell-fill' : 'bi-bell'} me-1`} aria-hidden="true" />
        {kept.watching ? _('favourites.watching') : _('favourites.watch')}
      </Button>
    </div>
  );
}
