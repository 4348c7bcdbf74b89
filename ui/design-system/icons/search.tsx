import { Icon, type IconProps } from "./icon";

export const SearchIcon = (props: IconProps) => <Icon {...props} d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />;
