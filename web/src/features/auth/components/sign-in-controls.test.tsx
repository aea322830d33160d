import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AudienceTabs } from './audience-tabs';
import { LoginField } from './login-field';

// The login draws its tabs and fields without MUI's Tabs and TextField (the
// first screen's budget); these are the behaviours it must keep from them.

function Tabs() {
  const [value, setValue] = useState<'companies' | 'candidates'>('companies');
  return (
    <>
      <AudienceTabs
        value={value}
        onChange={setValue}
        options={[
          { value: 'companies', label: 'For companies' },
          { value: 'candidates', label: 'For candidates' },
        ]}
      />
      <p>{value}</p>
    </>
  );
}

describe('AudienceTabs', () => {
  it('is a tablist whose selected tab is the one tab stop, selected by click', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const companies = screen.getByRole('tab', { name: 'For companies' });
    const candidates = screen.getByRole('tab', { name: 'For candidates' });
    expect(companies).toHaveAttribute('aria-selected', 'true');
    expect(companies).toHaveAttribute('tabindex', '0');
    expect(candidates).toHaveAttribute('aria-selected', 'false');
    expect(candidates).toHaveAttribute('tabindex', '-1');
    await user.click(candidates);
    expect(candidates).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('candidates')).toBeInTheDocument();
  });

  it('moves the focus with the arrow keys, Home and End, and selects with Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'For companies' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For candidates' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For companies' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'For candidates' })).toHaveFocus();
    expect(screen.getByText('companies')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'For candidates' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'For companies' })).toHaveFocus();
  });
});

describe('LoginField', () => {
  it('labels its input, marks it required and says it is filled', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = useState('');
      return <LoginField label="Email" type="email" value={value} onChange={(e) => setValue(e.target.value)} required />;
    }
    const { container } = render(<Field />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    // The asterisk and the outline's copy of the label are not read out.
    expect(container.querySelector('label span')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('label')).toHaveTextContent('Email *');
    expect(container.querySelector('fieldset')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-filled', 'false');
    await user.type(input, 'ta@demo.hirekit.test');
    expect(input).toHaveValue('ta@demo.hirekit.test');
    expect(container.firstElementChild).toHaveAttribute('data-filled', 'true');
  });
});
