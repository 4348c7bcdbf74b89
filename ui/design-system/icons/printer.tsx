import { Icon, type IconProps } from "./icon";

export const PrinterIcon = (props: IconProps) => <Icon {...props} d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />;
