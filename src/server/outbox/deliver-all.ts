import { serverConfig } from '../config';
import {
  DELIVERY_LIMITS,
  type DeliveryLimits,
  type DeliveryRun,
  deliverDue,
  sendersOfEveryFunction,
} from './deliver-due';
import { smsSender } from './sms-channel';

/**
 * Delivers the outbox's due messages of every channel whose settings are there: e-mail, push and
 * texts (the Scheduled Function every minute, `npm run mail:send-due`). Only this sender loads
 * Twilio's SDK; requests send e-mail and pushes right after their response (./deliver-due.ts).
 */
export function deliverDueMessages(limits: DeliveryLimits = DELIVERY_LIMITS): Promise<DeliveryRun | null> {
  const { twilio } = serverConfig();
  return deliverDue([...sendersOfEveryFunction(), ...(twilio ? [smsSender(twilio)] : [])], limits);
}
