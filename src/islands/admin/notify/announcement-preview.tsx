import { emailBody, SMS_MAX_CHARACTERS, smsBody, smsProblem } from '@/domain/notify/announcement';

/** Where each subscriber's own unsubscribe link goes in the e-mail's preview. */
const unsubscribePlaceholder = (siteUrl: string) => `${siteUrl}/unsubscribe?token=(their own link)`;

/**
 * The announcement as it will arrive, updated as the owner types: the e-mail's subject and body as
 * sent (the unsubscribe link a placeholder: each subscriber gets their own), and the text with its
 * length out of 320 and a warning when it is over.
 */
export function AnnouncementPreview({
  subject,
  text,
  bySms,
  siteUrl,
}: {
  subject: string;
  text: string;
  bySms: boolean;
  siteUrl: string;
}) {
  const words = { subject, text };
  const sms = smsBody(words, siteUrl);
  const tooLong = bySms ? smsProblem(words, siteUrl) : null;
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
      <h3 id="preview-heading" className="text-lg font-bold text-brand-900">
        Preview
      </h3>
      <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
        <figcaption className="text-sm font-semibold text-muted">As an e-mail</figcaption>
        <p className="font-semibold break-words text-ink">{subject.trim() || '(no subject yet)'}</p>
        <pre className="font-sans text-sm break-words whitespace-pre-wrap text-ink">
          {emailBody(words, siteUrl, unsubscribePlaceholder(siteUrl))}
        </pre>
      </figure>
      <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
        <figcaption className="text-sm font-semibold text-muted">
          {bySms ? 'As a text' : 'As a text (Text message is not ticked)'}
        </figcaption>
        <p className="text-sm break-words whitespace-pre-wrap text-ink">{sms}</p>
        <p className={`text-sm ${tooLong ? 'font-semibold text-kenya-red' : 'text-muted'}`}>
          {sms.length} of {SMS_MAX_CHARACTERS} characters
        </p>
        {/* Said once it goes over, not at each keystroke. */}
        <p aria-live="polite" className="text-sm font-medium text-kenya-red">
          {tooLong}
        </p>
      </figure>
    </section>
  );
}
