import { describe, expect, it } from 'vitest';
import { registerProblem, validPhone, type RegisterValues } from './register-rules';

const filled: RegisterValues = {
  companyName: 'Acme',
  email: 'a@acme.test',
  phoneNumber: '+91 98765 43210',
  password: 'correct horse',
  acceptedPrivacy: true,
};

describe('register rules', () => {
  it('accepts a filled form', () => {
    expect(registerProblem(filled)).toBeNull();
  });

  it.each(['companyName', 'email', 'phoneNumber', 'password'] as const)('needs %s', (field) => {
    expect(registerProblem({ ...filled, [field]: '  ' })).toBe('Please fill all the fields!');
  });

  it('checks the fields before the phone and the phone before the privacy box', () => {
    expect(registerProblem({ ...filled, email: '', phoneNumber: '123', acceptedPrivacy: false })).toBe('Please fill all the fields!');
    expect(registerProblem({ ...filled, phoneNumber: '123', acceptedPrivacy: false })).toBe('Please enter a valid phone number!');
    expect(registerProblem({ ...filled, acceptedPrivacy: false })).toBe('Please accept the privacy policy!');
  });

  it.each([
    ['9876543210', true],
    ['+91 98765 43210', true],
    ['987654321', false],
    ['98765-4321', false],
    ['(987) 654-32', false],
    ['phone 1234', false],
  ])('phone %s valid: %s', (phone, want) => {
    expect(validPhone(phone)).toBe(want);
  });
});
