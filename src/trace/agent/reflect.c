/* placeholder filled below */
#include "agent.h"
int reflect_capabilities(jvmtiCapabilities *caps) { (void)caps; return 0; }
void reflect_vm_init(jvmtiEnv *jvmti, JNIEnv *jni) { (void)jvmti; (void)jni; }
void JNICALL reflect_breakpoint(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread,
				jmethodID method, jlocation location)
{ (void)jvmti; (void)jni; (void)thread; (void)method; (void)location; }
