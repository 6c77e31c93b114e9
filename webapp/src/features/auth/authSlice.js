// Auth state: loggedIn, user, type, username, consultantId, consulteeId, adminId.
// The stored user (localStorage `user`) is written by the thunks below, never by a reducer.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { authApi } from './authApi.js';
import { clearStoredUser, getStoredUser, setStoredUser } from '../../lib/storage.js';
import { HttpError, toFailure } from '../../lib/http.js';
import { roleOf } from '../../lib/roles.js';
import { withLoading } from '../../components/feedback/appSlice.js';

const loggedOut = {
  loggedIn: false,
  user: null,
  type: null,
  username: null,
  consultantId: null,
  consulteeId: null,
  adminId: null,
};

/** The auth state for a user object (as stored or as returned by sign-in); logged out if none. */
export function authStateFromUser(user) {
  if (!user || !user.token) return { ...loggedOut };
  return {
    loggedIn: true,
    user,
    type: roleOf(user),
    username: user.username ?? user.email ?? '',
    consultantId: user.consultant?.id ?? null,
    consulteeId: user.consultee?.id ?? null,
    adminId: user.admin?.id ?? null,
  };
}

function ensureUser(user) {
  if (!user || typeof user.token !== 'string' || !user.token) {
    throw new HttpError(500, 'The server answered without a session.', null);
  }
  return user;
}

/** Sign in (LOGIN_SUCCESS on success): saves the user to browser storage and logs them in. */
export const login = createAsyncThunk('auth/login', async (credentials, { dispatch, rejectWithValue }) => {
  try {
    const user = ensureUser(await withLoading(dispatch, () => authApi.signin(credentials)));
    setStoredUser(user);
    return user;
  } catch (e) {
    return rejectWithValue(toFailure(e));
  }
});

/** Sign up (SIGNUP_SUCCESS on success): the new user is stored and logged in at once. */
export const signup = createAsyncThunk('auth/signup', async (form, { dispatch, rejectWithValue }) => {
  try {
    const user = ensureUser(await withLoading(dispatch, () => authApi.signup(form)));
    setStoredUser(user);
    return user;
  } catch (e) {
    return rejectWithValue(toFailure(e));
  }
});

/** Asks the server to mail a password-reset link; resolves with the server's message. */
export const requestPasswordReset = createAsyncThunk(
  'auth/requestPasswordReset',
  async (email, { dispatch, rejectWithValue }) => {
    try {
      const res = await withLoading(dispatch, () => authApi.resetPassword(email));
      return res?.message ?? '';
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

/** Sets a new password with the mailed token; resolves with the server's message. */
export const updatePassword = createAsyncThunk(
  'auth/updatePassword',
  async ({ password, token }, { dispatch, rejectWithValue }) => {
    try {
      const res = await withLoading(dispatch, () => authApi.updatePassword({ password, token }));
      return res?.message ?? '';
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

const authSlice = createSlice({
  name: 'auth',
  initialState: () => authStateFromUser(getStoredUser()),
  reducers: {
    /** LOG_OUT: back to the logged-out state (use the logout thunk, which also clears storage). */
    logOut: () => ({ ...loggedOut }),
    /** SET_LOGGED_IN_USER_DATA: replace the whole user object. */
    setLoggedInUserData: (_state, action) => authStateFromUser(action.payload),
    /** SET_CONSULTANT: the user's consultant record ({id, imageUrl}) after creating a profile. */
    setConsultant(state, action) {
      if (!state.user) return;
      state.user.consultant = action.payload;
      state.consultantId = action.payload?.id ?? null;
    },
    /** The account's email address is verified (the mailed link was opened). */
    setEmailVerified(state) {
      if (state.user) state.user.emailVerified = true;
    },
    /** The account's language ('en' | 'si' | 'ta'), chosen in the top bar. */
    setUserLanguage(state, action) {
      if (state.user) state.user.language = action.payload;
    },
    /** SET_CONSULTEE: the user's consultee record ({id, imageUrl}) after creating a profile. */
    setConsultee(state, action) {
      if (!state.user) return;
      state.user.consultee = action.payload;
      state.consulteeId = action.payload?.id ?? null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (_state, action) => authStateFromUser(action.payload))
      .addCase(signup.fulfilled, (_state, action) => authStateFromUser(action.payload));
  },
});

export const { logOut, setLoggedInUserData, setConsultant, setConsultee, setEmailVerified, setUserLanguage } =
  authSlice.actions;
export default authSlice.reducer;

/** Logs out: clears the stored user and the auth state. */
export const logout = () => (dispatch) => {
  clearStoredUser();
  dispatch(logOut());
};

/** Saves a new consultant or consultee record on the stored user and in the state. */
export const saveProfileRecord = (kind, record) => (dispatch, getState) => {
  dispatch(kind === 'consultant' ? setConsultant(record) : setConsultee(record));
  const user = getState().auth.user;
  if (user) setStoredUser(user);
};

/** Marks the signed-in account verified, in the state and in browser storage. */
export const emailVerified = () => (dispatch, getState) => {
  dispatch(setEmailVerified());
  const user = getState().auth.user;
  if (user) setStoredUser(user);
};

/** Keeps the language the signed-in user chose on the stored user (the server keeps it on the account). */
export const rememberLanguage = (language) => (dispatch, getState) => {
  dispatch(setUserLanguage(language));
  const user = getState().auth.user;
  if (user) setStoredUser(user);
};

/** The signed-in account's language, or null for visitors (and sessions stored before languages). */
export const selectUserLanguage = (state) => state.auth.user?.language ?? null;

/** Whether the signed-in account still has to verify its email (sessions stored before verification existed have). */
export const selectMustVerifyEmail = (state) => state.auth.loggedIn && state.auth.user?.emailVerified === false;

export const selectAuth = (state) => state.auth;
export const selectLoggedIn = (state) => state.auth.loggedIn;
export const selectRole = (state) => state.auth.type;

/** The picture to show for the logged-in user: their consultant or consultee image, if any. */
export const selectUserImage = (state) =>
  state.auth.user?.consultant?.imageUrl || state.auth.user?.consultee?.imageUrl || null;

/** The signed-in user's time zone (their profile's IANA zone); Asia/Colombo for visitors and admins. */
export const selectViewerZone = (state) =>
  state.auth.user?.consultant?.timeZone || state.auth.user?.consultee?.timeZone || 'Asia/Colombo';
