import type { SetupView } from '@/stores/admin/setup/setup';
import { CHECK_NAMES } from './check-names';

const PASS_PATH =
  'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z';
const FAIL_PATH =
  'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.58l3.3-3.3a1 1 0 1 1 1.4 1.42L11.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4L10 11.42l-3.3 3.3a1 1 0 0 1-1.4-1.42L8.58 10l-3.3-3.3a1 1 0 0 1 0-1.4Z';

/** 'Pass' or 'Fail' in words, with a tick or a cross: never colour alone. */
function Mark({ ok }: { ok: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-bold ${
        ok ? 'border-green-600 bg-green-50 text-green-900' : 'border-red-600 bg-red-50 text-red-900'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path fillRule="evenodd" clipRule="evenodd" d={ok ? PASS_PATH : FAIL_PATH} />
      </svg>
      {ok ? 'Pass' : 'Fail'}
    </span>
  );
}

/** Every check, in the server's order: its name, its mark and what was found. */
export function CheckList({ checks }: { checks: SetupView['checks'] }) {
  const passing = checks.filter((check) => check.ok).length;
  return (
    <section aria-labelledby="setup-checks-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="setup-checks-heading" className="text-xl font-bold text-brand-900">
          Checks
        </h2>
        <p className="text-muted">
          {passing} of {checks.length} pass.
        </p>
      </div>
      <ul aria-labelledby="setup-checks-heading" className="flex flex-col gap-3">
        {checks.map((check) => (
          <li key={check.id} className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-bold text-brand-900">{CHECK_NAMES[check.id]}</h3>
              <Mark ok={check.ok} />
            </div>
            <p className="mt-1 text-sm break-words text-ink">{check.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
