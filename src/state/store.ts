import { createStore } from 'jotai';

/** The app's one jotai store, shared by React (Provider) and by non-React code (API hooks, events). */
export const appStore = createStore();
