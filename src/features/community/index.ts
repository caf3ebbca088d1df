// What other features may use of the community: its discussions list and starting a discussion (the home feed's).
export { startDiscussion } from './data/commands.ts';
export { useDiscussions } from './data/hooks.ts';
