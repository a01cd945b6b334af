package lib;
public class R extends P { public String tag() { return "R"; } }
