/** Every form and API payload schema, so callers import from one place. */
export * from './business-settings';
export * from './checkout-contact';
export * from './feedback';
export * from './fields';
export * from './first-message';
export * from './fulfilment-settings';
export * from './login';
export * from './order-payload';
export * from './order-status-patch';
export * from './password-reset';
export * from './payment-intent';
export * from './profile';
export * from './register';
export * from './test-payment';
export * from './two-factor';
export * from './product';
