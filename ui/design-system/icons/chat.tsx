import { Icon, type IconProps } from "./icon";

export const ChatIcon = (props: IconProps) => <Icon {...props} d="M4 5h16v11H10l-5 4v-4H4z" />;
