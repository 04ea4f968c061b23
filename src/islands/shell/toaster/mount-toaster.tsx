import { mountInBody } from '@/lib/mount-in-body';
import Toaster from './toaster';

/** Renders the page's one toaster at the end of the body. */
export const mountToaster = (): void => mountInBody(<Toaster />);
