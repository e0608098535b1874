// Treasure tab: scan, or a treasure code (11) / blockchain hash (32), then the search of spec
// product §7. One search at a time.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BLOCKCHAIN_HASH_LENGTH, TREASURE_CODE_LENGTH } from '#contract/limits.ts';
import { showError } from '../../lib/api/client.ts';
import { carriedValue, takeHeldSubmit } from '../../lib/early-input.ts';
import { alertMessage, sayUnavailable } from '../../lib/feedback.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { whileWaiting } from '../../lib/waiting.ts';
import { useEarlyInputHandover } from './early-input-handover.ts';
import { SearchField } from './search-field.tsx';
import { SearchButton, SearchForm } from './search-form.tsx';
import { clampTo, interpretScan, planTreasureSearch, SEARCH_QUERY, type TreasureSearch } from './search-rules.ts';
import { findTreasure } from './treasure-search.ts';

/**
 * The scanner. The messaging app's module comes when a scan is asked for, not with the first
 * visit (the master tab, loaded once the page is idle, usually brings it before): one file that
 * does not come says so, as a part that does not.
 */
const scanCode = () =>
  whileWaiting(import('../../lib/messaging-app.ts')).then(
    (messagingApp) => messagingApp.scanCode('treasure'),
    () => {
      sayUnavailable();
      return null;
    },
  );

export function TreasureTab() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // what was typed on the server's first paint, or sent from it before any script ran (?serial_number=)
  const [code, setCode] = useState(() => carriedValue(SEARCH_QUERY.code) || params.get(SEARCH_QUERY.code) || '');
  const [hash, setHash] = useState(() => carriedValue(SEARCH_QUERY.hash) || params.get(SEARCH_QUERY.hash) || '');
  const { running, run, isBusy } = useSingleFlight();
  const form = useRef<HTMLFormElement>(null);
  // typing goes on in the app's fields where it was in the drawn ones
  useEarlyInputHandover(form, (name, value) => (name === SEARCH_QUERY.hash ? setHash : setCode)(value));

  const search = (plan: TreasureSearch) =>
    run(async () => {
      if (plan.kind === 'empty') return void alertMessage(t('bothEmpty'));
      if (plan.kind === 'badHash') return void alertMessage(t('badHash'));
      let page: string | null;
      try {
        page = await findTreasure(plan);
      } catch (error) {
        showError(error);
        return;
      }
      if (page) navigate(page);
      else void alertMessage(t('notFound'));
    });

  // a search sent before the app took over is sent now
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what the first render holds
  useEffect(() => {
    const sentEarly = takeHeldSubmit('treasure-search');
    const sentWithoutScript = params.has(SEARCH_QUERY.code) || params.has(SEARCH_QUERY.hash);
    // only the search's own names go: a login's code beside them is the session's to take
    if (sentWithoutScript)
      setParams(
        (now) => {
          now.delete(SEARCH_QUERY.code);
          now.delete(SEARCH_QUERY.hash);
          return now;
        },
        { replace: true },
      );
    if (sentEarly || sentWithoutScript) void search(planTreasureSearch(code, hash));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(planTreasureSearch(code, hash));
  };

  const scan = async () => {
    if (isBusy()) return;
    const result = interpretScan(await scanCode(), 'treasure', window.location.origin);
    if (result.kind === 'page') navigate(result.path);
    else if (result.kind === 'unknown') void alertMessage(t('unknownScan'));
    else if (result.kind === 'treasure') {
      const plan = result.search;
      // Show what was read, then search it.
      if (plan.kind === 'hash') setHash(plan.hash);
      else if (plan.kind === 'code' || plan.kind === 'derivative') setCode(clampTo(plan.code, TREASURE_CODE_LENGTH));
      void search(plan);
    }
  };

  return (
    <SearchForm
      formRef={form}
      carry="treasure-search"
      label={t('tabs.treasure')}
      onSubmit={submit}
      scan={{
        title: t('scan.treasure'),
        hint: t('scan.treasureHint'),
        onScan: () => void scan(),
        testId: 'treasure-scan',
      }}
      orType={t('orType')}
    >
      <SearchField
        label={t('code.label')}
        placeholder={t('code.placeholder')}
        hint={t('code.hint')}
        value={code}
        max={TREASURE_CODE_LENGTH}
        onChange={setCode}
        name={SEARCH_QUERY.code}
        noSpaces
        autoCapitalize="characters"
        enterKeyHint="search"
        testId="treasure-code"
      />
      <SearchField
        label={t('hash.label')}
        placeholder={t('hash.placeholder')}
        value={hash}
        max={BLOCKCHAIN_HASH_LENGTH}
        onChange={setHash}
        name={SEARCH_QUERY.hash}
        noSpaces
        autoCapitalize="none"
        enterKeyHint="search"
        className="search-field-input is-hash"
        testId="treasure-hash"
      />
      <SearchButton label={t('search')} busyLabel={t('searching')} busy={running} testId="treasure-search" />
    </SearchForm>
  );
}
