// Admin single sign-on on the login screen (issue 25 item 4). The refusals' words are the API's (SSO_ERROR_MESSAGES).
export const sso = {
  or: 'or',
  signInWith: 'Sign in with {{name}}',
  failedTitle: 'Single sign-on did not sign you in',
};
