import { esCatalogue } from './catalogue/es.ts';
/** Spanish, the default interface locale and the source of every key: other locales must match it. */
export const es = {
  app: {
    name: 'PRO board',
    loading: 'Cargando…',
  },
  common: {
    close: 'Cerrar',
    email: 'E-mail',
    password: 'Contraseña',
    showPassword: 'Mostrar u ocultar la contraseña',
    backToLogin: 'Volver a iniciar sesión',
    reload: 'Recargar',
  },
  login: {
    title: 'Inicia sesión',
    subtitle: 'Accede al panel de administración',
    submit: 'Entrar',
    forgotPassword: '¿Has olvidado tu contraseña?',
  },
  forgotPassword: {
    title: 'Recupera tu contraseña',
    description: 'Escribe tu e-mail y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    sent: 'Si el e-mail existe, recibirás un enlace para cambiar la contraseña',
  },
  resetPassword: {
    title: 'Elige una nueva contraseña',
    password: 'Nueva contraseña',
    passwordConfirmation: 'Repite la nueva contraseña',
    submit: 'Cambiar contraseña',
    invalidLink: 'El enlace para cambiar la contraseña no es válido o ha caducado',
    requestNewLink: 'Pedir un enlace nuevo',
  },
  layout: {
    toggleNavigation: 'Abrir o cerrar el menú',
    navigation: 'Menú principal',
    logout: 'Cerrar sesión',
  },
  home: {
    welcome: 'Bienvenido/a, {{name}}',
  },
  validations: {
    required: 'Este campo es obligatorio',
    isEmail: 'Introduce un e-mail válido',
    passwordsMismatch: 'Las contraseñas no coinciden',
  },
  errors: {
    invalidForm: 'Comprueba el formulario',
    tokenExpired: 'Tu sesión no existe o ha caducado',
    loginFailed: 'Error al iniciar sesión. Usuario no encontrado o contraseña incorrecta',
    invalidProfile: 'Error de inicio de sesión, perfil de usuario no válido',
    tooManyAttempts: 'Demasiados intentos; inténtalo de nuevo en unos minutos',
    network: 'No se ha podido conectar con el servidor',
    unexpected: 'Se ha producido un error',
    routeFailed: 'No se ha podido cargar esta pantalla',
  },
  toast: {
    successTitle: 'Éxito 🎉',
    errorTitle: 'Ups... Algo salió mal 😅',
    passwordChanged: 'Contraseña cambiada; ya puedes iniciar sesión',
  },
  ...esCatalogue,
} as const;
