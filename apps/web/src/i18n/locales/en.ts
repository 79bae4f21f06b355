import type { Messages } from '../messages.ts';
import { enCatalogue } from './catalogue/en.ts';

export const en: Messages = {
  app: {
    name: 'PRO board',
    loading: 'Loading…',
  },
  common: {
    close: 'Close',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show or hide the password',
    backToLogin: 'Back to sign in',
    reload: 'Reload',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Access the administration board',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
  },
  forgotPassword: {
    title: 'Recover your password',
    description: 'Enter your e-mail and we will send you a link to choose a new password.',
    submit: 'Send link',
    sent: 'If the e-mail exists, you will receive a link to change the password',
  },
  resetPassword: {
    title: 'Choose a new password',
    password: 'New password',
    passwordConfirmation: 'Repeat the new password',
    submit: 'Change password',
    invalidLink: 'The password reset link is invalid or has expired',
    requestNewLink: 'Ask for a new link',
  },
  layout: {
    toggleNavigation: 'Open or close the menu',
    navigation: 'Main menu',
    logout: 'Sign out',
  },
  home: {
    welcome: 'Welcome, {{name}}',
  },
  validations: {
    required: 'This field is required',
    isEmail: 'Enter a valid e-mail',
    passwordsMismatch: 'The passwords do not match',
  },
  errors: {
    invalidForm: 'Check the form',
    tokenExpired: 'Your token not exists or has been expired',
    loginFailed: 'Error when logging in. User not found or incorrect password',
    invalidProfile: 'Login error, invalid user profile',
    tooManyAttempts: 'Too many attempts; try again in a few minutes',
    network: 'Could not reach the server',
    unexpected: 'An error occurred',
    routeFailed: 'This screen could not be loaded',
  },
  toast: {
    successTitle: 'Success 🎉',
    errorTitle: 'Oops... Something went wrong 😅',
    passwordChanged: 'Password changed; you can sign in now',
  },
  ...enCatalogue,
};
