import type { Messages } from '../messages.ts';
import { ptCatalogue } from './catalogue/pt.ts';

export const pt: Messages = {
  app: {
    name: 'PRO board',
    loading: 'A carregar…',
  },
  common: {
    close: 'Fechar',
    email: 'E-mail',
    password: 'Palavra-passe',
    showPassword: 'Mostrar ou ocultar a palavra-passe',
    backToLogin: 'Voltar ao início de sessão',
    reload: 'Recarregar',
  },
  login: {
    title: 'Iniciar sessão',
    subtitle: 'Aceda ao painel de administração',
    submit: 'Entrar',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
  },
  forgotPassword: {
    title: 'Recupere a sua palavra-passe',
    description: 'Introduza o seu e-mail e enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
    submit: 'Enviar ligação',
    sent: 'Se o e-mail existir, receberá uma ligação para alterar a palavra-passe',
  },
  resetPassword: {
    title: 'Escolha uma nova palavra-passe',
    password: 'Nova palavra-passe',
    passwordConfirmation: 'Repita a nova palavra-passe',
    submit: 'Alterar palavra-passe',
    invalidLink: 'A ligação para alterar a palavra-passe não é válida ou expirou',
    requestNewLink: 'Pedir uma nova ligação',
  },
  layout: {
    toggleNavigation: 'Abrir ou fechar o menu',
    navigation: 'Menu principal',
    logout: 'Terminar sessão',
  },
  home: {
    welcome: 'Bem-vindo/a, {{name}}',
  },
  validations: {
    required: 'Este campo é obrigatório',
    isEmail: 'Introduza um e-mail válido',
    passwordsMismatch: 'As palavras-passe não coincidem',
  },
  errors: {
    invalidForm: 'Verifique o formulário',
    tokenExpired: 'A sua sessão não existe ou expirou',
    loginFailed: 'Erro ao iniciar sessão. Utilizador não encontrado ou palavra-passe incorreta',
    invalidProfile: 'Erro de início de sessão, perfil de utilizador inválido',
    tooManyAttempts: 'Demasiadas tentativas; tente novamente dentro de alguns minutos',
    network: 'Não foi possível contactar o servidor',
    unexpected: 'Ocorreu um erro',
    routeFailed: 'Não foi possível carregar este ecrã',
  },
  toast: {
    successTitle: 'Sucesso 🎉',
    errorTitle: 'Ups... Algo correu mal 😅',
    passwordChanged: 'Palavra-passe alterada; já pode iniciar sessão',
  },
  ...ptCatalogue,
};
