// `@cricket/shell-sdk/components`: screen pieces several remotes share, built of antd components;
// kept out of the SDK's main entry, which the shell loads on every first visit.
export { SignInCard, type SignInCardProps } from './SignInCard';
