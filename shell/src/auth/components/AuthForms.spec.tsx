import '../../test/polyfills';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MESSAGES, REGISTRATION_MESSAGES, SIGN_IN_MESSAGES, USERNAME_MAX } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

beforeEach(() => mockApi());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignInForm', () => {
  it('shows the core §5 message under each field for empty input', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} submitting={false} error={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.username)).toBeTruthy();
    expect(screen.getByText(SIGN_IN_MESSAGES.password)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a 2-character username and a 5-character password, accepts 3 and 6', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<SignInForm onSubmit={onSubmit} submitting={false} error={null} />);
    type('Username or Email', 'ab');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.username)).toBeTruthy();
    expect(screen.getByText(SIGN_IN_MESSAGES.password)).toBeTruthy();

    type('Username or Email', 'abc');
    type('Password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'abc', password: '123456' }));
  });

  it('shows the placeholders, the error banner, and "Please wait" while submitting', () => {
    renderWithProviders(<SignInForm onSubmit={jest.fn()} submitting error="Invalid username or password" />);
    expect(screen.getByPlaceholderText('Enter your username or email')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter your password')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Invalid username or password');
    const button = screen.getByRole('button', { name: /Please wait/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('RegisterForm', () => {
  it('shows every registration message of core §5 for empty input', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} submitting={false} error={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.username)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.password)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each message for a value just under its limit', async () => {
    renderWithProviders(<RegisterForm onSubmit={jest.fn()} submitting={false} error={null} />);
    type('Full Name', 'A');
    type('Username', 'ab');
    type('Email', 'player@example');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.username)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.password)).toBeTruthy();
  });

  it('refuses a password of only spaces or over the maximum with the messages identity gives', async () => {
    renderWithProviders(<RegisterForm onSubmit={jest.fn()} submitting={false} error={null} />);
    type('Password', '      ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.onlyWhitespace)).toBeTruthy();
    type('Password', 'x'.repeat(PASSWORD_MAX + 1));
    expect(await screen.findByText(PASSWORD_MESSAGES.tooLong)).toBeTruthy();
  });

  it('stops each text field at the length identity stores', () => {
    renderWithProviders(<RegisterForm onSubmit={jest.fn()} submitting={false} error={null} />);
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(maxLength('Full Name')).toBe(String(NAME_MAX));
    expect(maxLength('Username')).toBe(String(USERNAME_MAX));
    expect(maxLength('Email')).toBe(String(EMAIL_MAX));
    expect(maxLength('Password')).toBe(String(PASSWORD_MAX));
  });

  it('submits valid values with the default role general', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} submitting={false} error={null} />);
    type('Full Name', 'Jo');
    type('Username', 'joe');
    type('Email', 'joe@example.com');
    type('Password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Jo', username: 'joe', email: 'joe@example.com', password: '123456', role: 'general' }),
    );
  });

  it('offers the five roles with the spec labels', () => {
    renderWithProviders(<RegisterForm onSubmit={jest.fn()} submitting={false} error={null} />);
    expect(screen.getByText('Fan/General User')).toBeTruthy();
  });
});
