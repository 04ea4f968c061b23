import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { AdminPanel } from '@/components/admin/admin-panel';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { $alertSettings, saveAlertEmails, saveWeeklySummary } from '@/stores/admin/dashboard/alert-settings';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import {
  $alertSound,
  $newestOrders,
  $seenUpTo,
  alertTitle,
  allowAlertSound,
  keepAskingInBackground,
  markAllSeen,
  newOrdersOf,
  playAlertSound,
  setAlertSound,
} from '@/stores/admin/dashboard/order-alerts';
import { $pushState, checkPushState, turnOffAlerts, turnOnAlerts } from '@/stores/admin/dashboard/push-alerts';

/**
 * The open tab's side of the owner's alerts (docs/behaviour/screens.md#admin-dashboard): the new
 * orders counted in the page title and announced with a chime (unless muted), 'Mark all seen',
 * and this device's push alerts on or off.
 */
export function OrderAlerts() {
  const newest = useStore($newestOrders).data;
  const seenUpTo = useStore($seenUpTo);
  const fresh = newest ? newOrdersOf(newest, seenUpTo) : [];
  const heard = useRef<number | null>(null);
  // The page's own title, put back once every order is seen.
  const pageTitle = useRef('');

  // The first visit on this device: what is there already counts as seen.
  useEffect(() => {
    if (newest && seenUpTo === '') markAllSeen(newest);
  }, [newest, seenUpTo]);

  useEffect(() => {
    if (!pageTitle.current) pageTitle.current = document.title;
    document.title = alertTitle(fresh.length, pageTitle.current);
    // A chime when a new order arrives, not for the ones already counted.
    const newestId = fresh[0]?.id ?? null;
    if (newestId !== null && heard.current !== null && newestId > heard.current) playAlertSound();
    if (newest) heard.current = newestId ?? Math.max(heard.current ?? 0, ...newest.map((order) => order.id));
  }, [fresh, newest]);

  useEffect(() => {
    const stop = keepAskingInBackground();
    void checkPushState();
    // Browsers let a page make sound once the person has tapped it.
    document.addEventListener('pointerdown', allowAlertSound, { once: true });
    document.addEventListener('keydown', allowAlertSound, { once: true });
    return () => {
      stop();
      document.removeEventListener('pointerdown', allowAlertSound);
      document.removeEventListener('keydown', allowAlertSound);
    };
  }, []);

  return (
    <AdminPanel id="order-alerts-heading" title="Order alerts">
      <div className="flex flex-col gap-4">
        <NewOrders count={fresh.length} onSeen={() => newest && markAllSeen(newest)} />
        <SoundSwitch />
        <PushAlerts />
        <AlertEmails />
        <WeeklySummary />
      </div>
    </AdminPanel>
  );
}

function NewOrders({ count, onSeen }: { count: number; onSeen: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" role="status">
      <p className={count > 0 ? 'font-semibold text-green-900' : 'text-muted'}>
        {count > 0 ? `${count} new ${count === 1 ? 'order' : 'orders'}` : 'No new orders since you last looked.'}
      </p>
      {count > 0 && (
        <Button variant="secondary" size="md" onClick={onSeen}>
          Mark all seen
        </Button>
      )}
    </div>
  );
}

function SoundSwitch() {
  const id = useId();
  const on = useStore($alertSound) === 'on';
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-base font-semibold text-ink">
          Sound for new orders
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {on ? 'On: a chime while this page is open (tap the page once to allow it).' : 'Muted on this device.'}
        </p>
      </div>
      <ToggleSwitch id={id} checked={on} onCheckedChange={setAlertSound} describedBy={`${id}-hint`} />
    </div>
  );
}

const PUSH_WORDS = {
  checking: 'Checking this device...',
  unsupported: "This browser can't show alerts. On an iPhone, add the shop to the Home Screen first.",
  'not-set-up': 'Push alerts are not set up on this site yet (no VAPID keys): orders still come by e-mail.',
  blocked: "Alerts are blocked for this site. Allow notifications in the browser's site settings, then try again.",
  off: 'Get a notification on this device for every new order, even with this page closed.',
  on: 'On for this device: every new order shows a notification.',
} as const;

function PushAlerts() {
  const state = useStore($pushState);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p
        className={state.kind === 'failed' ? 'text-red-800' : 'text-sm text-muted'}
        role={state.kind === 'failed' ? 'alert' : undefined}
      >
        {state.kind === 'failed' ? state.message : PUSH_WORDS[state.kind]}
      </p>
      {(state.kind === 'off' || state.kind === 'blocked' || state.kind === 'failed') && (
        <Button onClick={() => void turnOnAlerts()}>Turn on order alerts</Button>
      )}
      {state.kind === 'on' && (
        <Button variant="secondary" onClick={() => void turnOffAlerts()}>
          Turn off alerts on this device
        </Button>
      )}
    </div>
  );
}

/** The weekly summary e-mail to the same addresses (issue 38), on or off; saved as it is ticked. */
function WeeklySummary() {
  const saved = useStore($alertSettings).data;
  const [problem, setProblem] = useState<string | null>(null);
  if (!saved) return null;
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        label="E-mail me a weekly summary"
        hint="Monday at 7 AM: last week's revenue, orders, best dish, new customers and rating, against the week before."
        checked={saved.weeklySummary}
        onChange={(on) => void saveWeeklySummary(on).then(setProblem)}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-kenya-red">
          {problem}
        </p>
      )}
    </div>
  );
}

/** 'New-order e-mails go to': the owner's addresses, one field, saved with the server's own check. */
function AlertEmails() {
  const saved = useStore($alertSettings).data;
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = typed ?? saved?.emails.join(', ') ?? '';

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const refused = await saveAlertEmails(value);
    setProblem(refused);
    if (!refused) setTyped(null);
    setSaving(false);
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void save(event)} noValidate>
      <FormField
        label="New-order e-mails go to"
        type="text"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={!saved}
        error={problem ?? undefined}
        hint="Up to 5 addresses, separated by commas."
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="w-fit" disabled={!saved} busy={saving}>
        {saving ? 'Saving...' : 'Save addresses'}
      </Button>
    </form>
  );
}
