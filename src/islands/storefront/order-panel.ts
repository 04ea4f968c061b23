import { currentStep, stepState } from '@/components/storefront/order-steps';
import { isOrderType } from '@/domain/order-type';
import { $cart, chooseOrderType } from '@/stores/checkout/cart';

/** Moves the progress steps (ProgressSteps' markup) on to `current`. */
function showStep(steps: HTMLElement, current: number): void {
  steps.querySelectorAll<HTMLElement>('[data-step]').forEach((step, index) => {
    const state = stepState(index + 1, current);
    step.dataset.step = state;
    if (state === 'current') step.setAttribute('aria-current', 'step');
    else step.removeAttribute('aria-current');
  });
}

/**
 * The home page's order-type choice and progress steps (OrderPanel's markup), kept in step with
 * the cart: a choice made before this script ran (a checked radio) is applied, each later one too,
 * and the radios and steps follow the cart, which other pages and the cart sheet also change.
 */
export function enhanceOrderPanel(panel: HTMLElement): void {
  const choices = panel.querySelector<HTMLFieldSetElement>('#order-type');
  const steps = panel.querySelector<HTMLElement>('[data-progress-steps]');
  if (!choices || !steps) return;
  const radios = [...choices.querySelectorAll<HTMLInputElement>('input[name="order-type"]')];
  const choose = (radio: HTMLInputElement | undefined) => {
    if (radio && isOrderType(radio.value)) chooseOrderType(radio.value);
  };
  choose(radios.find((radio) => radio.checked));
  choices.addEventListener('change', (event) => choose(radios.find((radio) => radio === event.target)));
  $cart.subscribe((cart) => {
    for (const radio of radios) radio.checked = radio.value === cart.orderType;
    choices.dataset.unset = String(cart.orderType === null);
    showStep(steps, currentStep(cart));
  });
}
