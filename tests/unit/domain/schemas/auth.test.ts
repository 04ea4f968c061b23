import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  firstMessage,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetPasswordSchema,
} from '@/domain/schemas';
import { messageOf } from './message-of';

describe('loginSchema', () => {
  it('accepts a valid email and password, trimming the email only', () => {
    expect(firstMessage(loginSchema, { email: ' ann@example.com ', password: ' secret ' })).toEqual({
      ok: true,
      output: { email: 'ann@example.com', password: ' secret ' },
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret' }, 'Please enter a valid email address'],
    [{ email: '', password: 'secret' }, 'Please enter a valid email address'],
    [{ password: 'secret' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'secret' }, 'Please enter a valid email address'],
    [{ email: 'ann@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'ann@example.com' }, 'Password must be at least 6 characters'],
    [{ email: 'ann@example.com', password: 'x'.repeat(73) }, 'Password must be at most 72 characters'],
  ])('rejects %j with %s', (input, message) => {
    expect(messageOf(loginSchema, input)).toBe(message);
  });
});

const validRegistration = {
  firstName: ' Ann ',
  lastName: 'Wanjiru',
  email: 'ann@example.com',
  phone: '',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registerFormSchema', () => {
  it('accepts a complete form, trimming names and treating a blank phone as none', () => {
    const result = firstMessage(registerFormSchema, validRegistration);
    expect(result).toEqual({
      ok: true,
      output: { ...validRegistration, firstName: 'Ann', phone: null },
    });
  });

  it('keeps a phone number when given', () => {
    const result = firstMessage(registerFormSchema, {
      ...validRegistration,
      phone: ' 913-555-0100 ',
    });
    expect(result.ok && result.output.phone).toBe('913-555-0100');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'ann@' }, 'Please enter a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'secret2' }, "Passwords don't match"],
  ])('rejects %j with %s', (change, message) => {
    expect(messageOf(registerFormSchema, { ...validRegistration, ...change })).toBe(message);
  });

  it("reports 'Passwords don't match' on confirmPassword", () => {
    const result = v.safeParse(registerFormSchema, {
      ...validRegistration,
      confirmPassword: 'different',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });
});

describe('registerPayloadSchema', () => {
  it('accepts the API body with the password in passwordHash', () => {
    expect(
      firstMessage(registerPayloadSchema, {
        email: 'ann@example.com',
        passwordHash: 'secret1',
        firstName: 'Ann',
        lastName: 'Wanjiru',
      }),
    ).toEqual({
      ok: true,
      output: {
        email: 'ann@example.com',
        passwordHash: 'secret1',
        firstName: 'Ann',
        lastName: 'Wanjiru',
        phone: null,
      },
    });
  });

  it('applies the password rules to passwordHash', () => {
    expect(
      messageOf(registerPayloadSchema, {
        email: 'ann@example.com',
        passwordHash: '123',
        firstName: 'Ann',
        lastName: 'Wanjiru',
      }),
    ).toBe('Password must be at least 6 characters');
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts an email', () => {
    expect(firstMessage(forgotPasswordSchema, { email: 'ann@example.com ' })).toEqual({
      ok: true,
      output: { email: 'ann@example.com' },
    });
  });

  it('asks for a missing email, then for a valid one', () => {
    expect(messageOf(forgotPasswordSchema, { email: '' })).toBe('Email Required – Please enter your email address.');
    expect(messageOf(forgotPasswordSchema, {})).toBe('Email Required – Please enter your email address.');
    expect(messageOf(forgotPasswordSchema, { email: 'ann' })).toBe('Please enter a valid email address');
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a token and a new password', () => {
    expect(firstMessage(resetPasswordSchema, { token: 'abc123', password: 'newpass' })).toEqual({
      ok: true,
      output: { token: 'abc123', password: 'newpass' },
    });
  });

  it('rejects a missing token or a short password', () => {
    expect(messageOf(resetPasswordSchema, { token: '', password: 'newpass' })).toBe(
      'This reset link has expired or has already been used. Please request a new one.',
    );
    expect(messageOf(resetPasswordSchema, { token: 'abc', password: 'new' })).toBe(
      'Password must be at least 6 characters',
    );
  });
});

describe('profileSchema', () => {
  it('accepts a profile and normalises a missing phone to null', () => {
    expect(
      firstMessage(profileSchema, {
        firstName: 'Ann',
        lastName: 'Wanjiru',
        email: 'ann@example.com',
        phone: null,
      }),
    ).toEqual({
      ok: true,
      output: { firstName: 'Ann', lastName: 'Wanjiru', email: 'ann@example.com', phone: null },
    });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '1'.repeat(31) }, 'Phone number must be at most 30 characters'],
  ])('rejects %j with %s', (change, message) => {
    expect(
      messageOf(profileSchema, {
        firstName: 'Ann',
        lastName: 'Wanjiru',
        email: 'ann@example.com',
        ...change,
      }),
    ).toBe(message);
  });
});
