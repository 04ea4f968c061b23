import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ANNOUNCEMENT_TEXT_MAX, SUBJECT_MAX } from '@/domain/notify/announcement';
import { type ListCounts, sendAnnouncement } from '@/stores/admin/notify/notify';
import { showToast } from '@/stores/shell/toasts';
import {
  ANNOUNCEMENT_FIELDS,
  type AnnouncementFormErrors,
  type AnnouncementFormValues,
  checkAnnouncementForm,
  chosenChannels,
  emptyAnnouncementForm,
} from './announcement-form-values';
import { AnnouncementPreview } from './announcement-preview';
import { ChannelChoice } from './channel-choice';
import { confirmedOf, reachWords, whenWords } from './announcement-words';

/**
 * A new announcement: subject, message, channels and an optional later time, its preview as it
 * will arrive, and Send, which asks first how many it goes to. Problems show beside their fields
 * in the server's words, whether the form found them or the server did (then they follow the
 * typing); any other refusal shows above Send; nothing typed is lost until it is sent.
 */
export function AnnouncementForm({ counts }: { counts: ListCounts | undefined }) {
  const [values, setValues] = useState<AnnouncementFormValues>(emptyAnnouncementForm);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<AnnouncementFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** How many were sent from this form: each puts focus back on its heading, ready for the next. */
  const [sent, setSent] = useState(0);
  // Behind the admin doorway this renders in the browser only: the site's own address.
  const siteUrl = window.location.origin;
  const checked = checkAnnouncementForm(values, siteUrl);
  const errors: AnnouncementFormErrors = { ...(tried && !checked.ok ? checked.errors : {}), ...refused };

  useEffect(() => {
    if (sent > 0) heading.current?.focus();
  }, [sent]);

  const change = (next: Partial<AnnouncementFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setRefused({});
  };

  /** The field to focus once the dialog has closed and given focus back to Send. */
  const focusAfterDialog = useRef<string | null>(null);

  const focusField = (field: string) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  /**
   * Puts focus on the first field with a problem (which reads it out): at once, or, after the
   * confirmation, once the dialog has handed focus back to Send. False when no field has one.
   */
  const focusFirst = (found: AnnouncementFormErrors, afterDialog: boolean): boolean => {
    const first = ANNOUNCEMENT_FIELDS.find((field) => found[field] !== undefined);
    if (first === undefined) return false;
    if (afterDialog) focusAfterDialog.current = first;
    else requestAnimationFrame(() => focusField(first));
    return true;
  };

  /** Focus came back into the form (to Send, from the dialog): on to the field at fault, if any. */
  const onSendFocused = () => {
    const field = focusAfterDialog.current;
    focusAfterDialog.current = null;
    if (field) focusField(field);
  };

  // Send is a submit button only while the form has a problem: it shows them.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) focusFirst(checked.errors, false);
  };

  const send = async (): Promise<boolean> => {
    setProblem(null);
    // Checked again: the time chosen may have passed while the dialog was open.
    const now = checkAnnouncementForm(values, siteUrl);
    if (!now.ok) {
      setTried(true);
      focusFirst(now.errors, true);
      return false;
    }
    const result = await sendAnnouncement(now.payload);
    if (result.ok) {
      showToast({
        title: now.payload.sendAt ? 'Announcement Scheduled' : 'Announcement Sent',
        description: `To ${reachWords(now.payload.channels, result.announced.recipients)}.`,
      });
      setValues(emptyAnnouncementForm());
      setTried(false);
      setSent((count) => count + 1);
      return false;
    }
    setRefused(result.fields);
    if (!focusFirst(result.fields, true)) setProblem(result.message);
    return false;
  };

  const channels = chosenChannels(values);
  const reach = counts && channels.length > 0 ? reachWords(channels, confirmedOf(counts)) : null;
  const later = checked.ok && checked.payload.sendAt ? new Date(checked.payload.sendAt) : null;

  return (
    <section
      aria-labelledby="announcement-form-heading"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="announcement-form-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        New Announcement
      </h2>
      <p className="mt-1 text-sm text-muted">
        {counts
          ? `On the list: ${reachWords(['email', 'sms'], confirmedOf(counts))}, confirmed.`
          : 'It goes to everyone confirmed on the notify list.'}
      </p>
      <form ref={form} noValidate onSubmit={submit} onFocus={onSendFocused} className="mt-5 flex flex-col gap-4">
        <FormField
          name="subject"
          label="Subject"
          required
          maxLength={SUBJECT_MAX}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => change({ subject: event.target.value })}
          hint="The e-mail's subject line."
        />
        <TextAreaField
          name="text"
          label="Message"
          required
          maxLength={ANNOUNCEMENT_TEXT_MAX}
          value={values.text}
          error={errors.text}
          onChange={(event) => change({ text: event.target.value })}
          hint="The e-mail and the text both say it. A text holds at most 320 characters, with the link and 'Reply STOP to opt out'."
        />
        <ChannelChoice
          email={values.email}
          sms={values.sms}
          error={errors.channels}
          onChange={(choice) => change(choice)}
        />
        <FormField
          name="sendAt"
          type="datetime-local"
          label="Send later"
          value={values.sendAt}
          error={errors.sendAt}
          onChange={(event) => change({ sendAt: event.target.value })}
          hint="Kansas City time. Leave empty to send now. Texts wait for 8 AM if it is after 9 PM."
        />
        <AnnouncementPreview subject={values.subject} text={values.text} bySms={values.sms} siteUrl={siteUrl} />
        <FormAlert message={problem} />
        <RefusalStatus problems={refused} order={ANNOUNCEMENT_FIELDS} />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          {checked.ok ? (
            <ConfirmDialog
              trigger="Send"
              triggerClassName={buttonVariants({ size: 'lg' })}
              title={reach ? `Send to ${reach}?` : 'Send to everyone on the list?'}
              description={
                later
                  ? `“${checked.payload.subject}” goes ${whenWords(later)}, Kansas City time.`
                  : `“${checked.payload.subject}” goes now. It cannot be taken back.`
              }
              confirmLabel={later ? 'Schedule' : 'Send Now'}
              busyLabel="Sending..."
              onConfirm={send}
            />
          ) : (
            <Button type="submit" size="lg">
              Send
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
