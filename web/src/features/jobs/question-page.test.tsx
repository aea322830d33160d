import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, unreadCount } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { logIn } from '../../test/tokens';
import { answerText } from './question-page';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  api = mockApi().on('GET notifications/get-unread-count', 200, unreadCount());
});
afterEach(() => vi.unstubAllGlobals());

describe('question page', () => {
  it('shows the question, its job, its options and the empty answers', async () => {
    logIn(['company_admin']);
    api.on('GET questions/11', 200, {
      data: { question: { id: 11, title: 'Notice period', field_type: 'single_choice', meta_data: { options: ['30 days', '60 days'] }, required: true }, requisition_id: 5, requisition_title: 'Backend Engineer', answers: [] },
    });
    renderApp('/questions/11');
    expect(await screen.findByRole('heading', { name: 'Notice period' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute('href', '/jobs/5/details');
    expect(screen.getByText('60 days')).toBeInTheDocument();
    expect(screen.getByText('No answers yet')).toBeInTheDocument();
  });

  it('shows Page not found for an unknown question', async () => {
    logIn(['company_admin']);
    api.on('GET questions/99', 404, { error_messages: 'Not found' });
    renderApp('/questions/99');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows answers of every type', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(['A', 'B'])).toBe('A, B');
    expect(answerText(null)).toBe('-');
    expect(answerText(4.5)).toBe('4.5');
  });
});
