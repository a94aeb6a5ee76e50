// The shared components of both front ends (issue 22 item 1). They take already-translated texts:
// the kit has no i18n of its own, each app keeps its catalog.
export * from './components/Deferred';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/PageHeader';
export * from './components/StatCard';
export * from './components/visuallyHidden';
export * from './components/InputField';
export * from './components/PasswordField';
export * from './components/PasswordRequirements';
export * from './components/ThreadMessage';
export * from './components/SessionList';
export * from './components/TwoStepSignIn';
export * from './components/PasskeyList';
export * from './components/StepUpDialog';
