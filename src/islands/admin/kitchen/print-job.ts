import { flushSync } from 'react-dom';
import { $printJob, type PrintJob } from '@/stores/admin/kitchen/kitchen';

const TICKETS: PrintJob = { kind: 'tickets' };

/**
 * Prints `job`: its part of the page is drawn at once (flushSync), before the browser's print
 * dialog takes its picture of the page, so the paper never shows the job printed before. Once the
 * dialog closes the tickets are the job again, so the browser's own Print gives them as it always did.
 */
export function printJob(job: PrintJob): void {
  flushSync(() => $printJob.set(job));
  window.addEventListener('afterprint', () => $printJob.set(TICKETS), { once: true });
  window.print();
}
